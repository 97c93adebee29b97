LOG = [
    "2024-01-01 INFO start",
    "2024-01-01 WARN disk 80%",
    "2024-01-02 ERROR disk full",
    "2024-01-02 INFO retry",
    "2024-01-03 ERROR timeout",
]
SEVERITY = {"INFO": 0, "WARN": 1, "ERROR": 2}


def entries(lines, *, at_least="INFO"):
    floor = SEVERITY[at_least]
    for line in lines:
        date, level, *words = line.split()
        if SEVERITY[level] >= floor:
            yield date, level, " ".join(words)


def main() -> None:
    for date, level, msg in entries(LOG, at_least="WARN"):
        print(f"{date} [{level:>5}] {msg}")
    per_day = {}
    for date, level, _ in entries(LOG):
        per_day[date] = max(per_day.get(date, 0), SEVERITY[level])
    worst = max(per_day.items(), key=lambda kv: (kv[1], kv[0]))
    print("worst day:", worst[0])
    print("errors:", sum(1 for _, lvl, _ in entries(LOG) if lvl == "ERROR"))


if __name__ == "__main__":
    main()
