import string

CANDIDATES = ["hunter2", "Tr0ub4dor&3", "correcthorsebatterystaple", "P@ss w0rd", "ÄÖÜäöü123!", "A1!a"]


def check(pw):
    problems = []
    if len(pw) < 8:
        problems.append("too short")
    if not any(c in string.ascii_uppercase for c in pw):
        problems.append("no ASCII uppercase")
    if not any(c in string.ascii_lowercase for c in pw):
        problems.append("no ASCII lowercase")
    if not any(c in string.digits for c in pw):
        problems.append("no digit")
    if not any(c in string.punctuation for c in pw):
        problems.append("no symbol")
    if any(c in string.whitespace for c in pw):
        problems.append("whitespace")
    return problems


def main():
    for pw in CANDIDATES:
        problems = check(pw)
        verdict = "OK" if not problems else "; ".join(problems)
        print(f"{pw!r:>30}: {verdict}")
    print(len(string.punctuation), string.hexdigits, string.octdigits)
    alphabet = string.ascii_letters + string.digits
    print(alphabet[::7])
    print(string.capwords("hello   wide  world"))


if __name__ == "__main__":
    main()
