ANSWERS = ("yes", "No", "yes ", "maybe", "YES", "no", "", "Yes", "n/a", "no")


def main() -> None:
    normalized = [a.strip().lower() for a in ANSWERS]
    valid = [a for a in normalized if a in ("yes", "no", "maybe")]
    counts = {k: valid.count(k) for k in ("yes", "no", "maybe")}
    print("counts:", counts, "invalid:", len(normalized) - len(valid))
    for answer, n in counts.items():
        share = n / len(valid)
        print(f"{answer:<6}{n:>3} {share:>7.1%} " + "▇" * round(share * 20))
    print("majority yes:", counts["yes"] > len(valid) / 2, "unanimous:", len(set(valid)) == 1)
    print("first invalid at:", next(iter([i for i, a in enumerate(normalized) if a not in counts]), -1))
