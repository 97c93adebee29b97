CANDIDATES = ["hunter2", "Password123", "c0rrect-H0rse-battery", "aaaaaaaaaaaa", "Sh0rt!", "NoDigitsHere!!", "   spaced Out 9   "]


def problems(pw):
    out = []
    if len(pw) < 10:
        out.append(f"too short ({len(pw)})")
    if not any(c.isupper() for c in pw):
        out.append("no uppercase")
    if not any(c.islower() for c in pw):
        out.append("no lowercase")
    if not any(c.isdigit() for c in pw):
        out.append("no digit")
    if all(c.isalnum() for c in pw):
        out.append("no symbol")
    if pw != pw.strip():
        out.append("leading/trailing space")
    if len(set(pw)) <= 3:
        out.append("too repetitive")
    return out


def main():
    verdicts = {}
    for pw in CANDIDATES:
        issues = problems(pw)
        masked = pw[0] + "*" * (len(pw) - 2) + pw[-1]
        status = "OK" if not issues else "; ".join(issues)
        verdicts[pw] = len(issues)
        print(f"{masked:<22} {status}")
    strongest = min(verdicts, key=verdicts.get)
    print("strongest:", strongest)
    return sum(1 for v in verdicts.values() if v == 0)
