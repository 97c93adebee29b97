"""Tallying words of a few log lines into a table built at import, printed by main."""
LINES = [
    "user login ok",
    "user logout ok",
    "disk full warn",
    "user login fail",
]
STOP_WORDS = {"ok"}
TALLY = {}
for line in LINES:
    for word in line.split():
        if word in STOP_WORDS:
            continue
        TALLY[word] = TALLY.get(word, 0) + 1
else:
    print("tallied", len(LINES), "lines")

TOP = sorted(TALLY, key=lambda w: (-TALLY[w], w))
TALLY["total"] = sum(TALLY.values())
ORDER = []
while len(ORDER) < 3:
    ORDER.append(TOP[len(ORDER)])


def main():
    width = max(len(w) for w in TALLY)
    for word in ORDER:
        print(word.ljust(width), TALLY[word])
    print("total", TALLY["total"])
    return ", ".join(ORDER)


if __name__ == "__main__":
    print(main())
