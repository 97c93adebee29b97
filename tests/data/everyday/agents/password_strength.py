COMMON = {"password", "123456", "qwerty", "letmein"}


def score(pw):
    points = 0
    notes = []
    if len(pw) >= 12:
        points += 2
    elif len(pw) >= 8:
        points += 1
    else:
        notes.append("short")
    classes = [any(c.islower() for c in pw), any(c.isupper() for c in pw), any(c.isdigit() for c in pw), any(not c.isalnum() for c in pw)]
    points += sum(classes)
    if pw.lower() in COMMON:
        points = 0
        notes.append("common")
    repeats = max((len(pw) - len(pw.lstrip(c)) for c in set(pw)), default=0)
    if repeats >= 3:
        points -= 1
        notes.append("repeats")
    return max(points, 0), notes


def main():
    labels = ["weak", "weak", "fair", "fair", "good", "strong", "strong"]
    results = []
    for pw in ["abc", "Password", "aaaa1234!", "C0rrect-Horse-Battery", "letmein", "Tr0ub4dor&3"]:
        s, notes = score(pw)
        results.append(s)
        masked = pw[0] + "*" * (len(pw) - 2) + pw[-1]
        print(f"{masked:<22} {s} {labels[s]:<7} {','.join(notes)}")
    return sum(results)
