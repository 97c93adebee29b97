READ, WRITE, EXEC = 4, 2, 1
USERS = {"root": 7, "dev": 6, "guest": 4, "bot": 5}


def describe(mode):
    return "".join(ch if mode & bit else "-" for bit, ch in ((READ, "r"), (WRITE, "w"), (EXEC, "x")))


def main() -> None:
    for user, mode in sorted(USERS.items(), key=lambda kv: -kv[1]):
        print(f"{user:<6}{describe(mode)} {mode:03b}")
    writers = [u for u, m in USERS.items() if m & WRITE]
    print("writers:", writers)
    print("all can read:", all(m & READ for m in USERS.values()))
    combined = 0
    for m in USERS.values():
        combined |= m
    print("union:", describe(combined))
