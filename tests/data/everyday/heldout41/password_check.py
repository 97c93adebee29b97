COMMON = {"password", "123456", "qwerty", "letmein", "admin"}


def check(pw: str) -> list:
    problems = []
    if len(pw) < 8:
        problems.append(f"too short ({len(pw)} < 8)")
    if not any(c.isupper() for c in pw):
        problems.append("no uppercase")
    if not any(c.islower() for c in pw):
        problems.append("no lowercase")
    if not any(c.isdigit() for c in pw):
        problems.append("no digit")
    if all(c.isalnum() for c in pw):
        problems.append("no symbol")
    if pw.lower() in COMMON:
        problems.append("common password")
    if any(pw[i] == pw[i + 1] == pw[i + 2] for i in range(len(pw) - 2)):
        problems.append("triple repeat")
    return problems


def strength(pw):
    classes = [str.isupper, str.islower, str.isdigit, lambda c: not c.isalnum()]
    variety = sum(1 for f in classes if any(f(c) for c in pw))
    return min(10, len(pw) // 2 + variety * 2 - 2 * len(check(pw)))


def main():
    candidates = ["abc", "Password", "password", "Tr0ub4dor&3", "correcthorsebatterystaple",
                  "aaa111BBB!", "Zx9!Zx9!", "   "]
    for pw in candidates:
        issues = check(pw)
        verdict = "OK" if not issues else "; ".join(issues)
        print(f"{pw!r:<30} score={strength(pw):>3} {verdict}")
    masked = ["*" * (len(p) - 2) + p[-2:] if len(p) > 2 else p for p in candidates]
    print(masked)
    print(sorted(candidates, key=strength, reverse=True)[:3])
    print("isspace:", "   ".isspace(), "".isspace(), "ab1".isalnum(), "٣".isdigit(), "½".isnumeric())


if __name__ == "__main__":
    main()
