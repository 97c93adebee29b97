PASSWORDS = ("hunter2", "CorrectHorse9!", "ALLUPPER123", "short1!", "no digits here!", "Sp ace1!x")


def problems(pw: str) -> list:
    found = []
    if len(pw) < 8:
        found.append("too short")
    if not any(map(str.isdigit, pw)):
        found.append("no digit")
    if not any([c.isupper() for c in pw]) or not any([c.islower() for c in pw]):
        found.append("needs mixed case")
    if all([c.isalnum() for c in pw]):
        found.append("no symbol")
    if " " in pw:
        found.append("contains space")
    return found


def main() -> None:
    for pw in PASSWORDS:
        issues = problems(pw)
        status = "OK" if not issues else "; ".join(issues)
        masked = pw[0] + "*" * (len(pw) - 2) + pw[-1]
        print(f"{masked:<16} {status}")
    strong = list(filter(lambda p: not problems(p), PASSWORDS))
    print("strong:", len(strong), "of", len(PASSWORDS))
