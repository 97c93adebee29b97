def validate_password(pw, username=""):
    checks = [
        (len(pw) >= 10, "at least 10 characters"),
        (any(c.isupper() for c in pw), "an uppercase letter"),
        (any(c.islower() for c in pw), "a lowercase letter"),
        (any(c.isdigit() for c in pw), "a digit"),
        (any(not c.isalnum() for c in pw), "a symbol"),
        (username.lower() not in pw.lower() if username else True, "not containing the username"),
        (not any(pw[i] == pw[i + 1] == pw[i + 2] for i in range(len(pw) - 2)), "no triple repeats"),
    ]
    return [msg for ok, msg in checks if not ok]


def strength(pw):
    classes = sum([any(map(str.isupper, pw)), any(map(str.islower, pw)),
                   any(map(str.isdigit, pw)), any(not c.isalnum() for c in pw)])
    score = min(len(pw), 20) * 2 + classes * 10 - 5 * len(pw) + 5 * len(set(pw))
    return max(0, min(100, score))


def main():
    candidates = [("hunter2", "bob"), ("CorrectHorseBattery9!", "alice"),
                  ("Aaaa1111!!!!", "x"), ("aliceSecure#2024", "alice"), ("Zq7$Lm2!pR", "zed")]
    for pw, user in candidates:
        problems = validate_password(pw, user)
        verdict = "OK" if not problems else "needs " + ", ".join(problems)
        print(f"{pw:<22} {strength(pw):>3}  {verdict}")
    masked = ["*" * (len(p) - 2) + p[-2:] for p, _ in candidates]
    print(masked)
