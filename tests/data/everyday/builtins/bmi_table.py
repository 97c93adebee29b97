PEOPLE = (("ana", 1.65, 58.0), ("bo", 1.80, 95.5), ("cy", 1.72, 70.2), ("dee", 1.58, 45.0))


def category(bmi: float) -> str:
    if bmi < 18.5:
        return "under"
    if bmi < 25:
        return "normal"
    if bmi < 30:
        return "over"
    return "obese"


def main() -> None:
    rows = []
    for name, h, w in PEOPLE:
        bmi = w / h ** 2
        rows.append((name, h, w, bmi, category(bmi)))
    print("%-5s %5s %6s %6s %s" % ("name", "m", "kg", "bmi", "class"))
    for name, h, w, bmi, cat in sorted(rows, key=lambda r: r[3]):
        print("%-5s %5.2f %6.1f %6.2f %s" % (name.capitalize(), h, w, bmi, cat))
    counts = {}
    for r in rows:
        counts[r[4]] = counts.get(r[4], 0) + 1
    print(counts, "mean bmi:", round(sum([r[3] for r in rows]) / len(rows), 1))
