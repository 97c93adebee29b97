"""An inventory seeded at import: classes count their instances, a while loop fills bins."""


class Bin:
    created = 0

    def __init__(self, label, capacity):
        self.label = label
        self.capacity = capacity
        self.items = []
        Bin.created += 1

    def free(self):
        return self.capacity - len(self.items)


BINS = []
SIZES = {"S": 3, "M": 5, "L": 8}
for code in "SMLM":
    BINS.append(Bin(f"{code}{len(BINS) + 1}", SIZES[code]))

PENDING = ["bolt", "nut", "gear", "spring", "washer", "pin", "cog", "rivet", "clip", "cam"]
index = 0
while PENDING:
    target = BINS[index % len(BINS)]
    if target.free() > 0:
        target.items.append(PENDING.pop(0))
    index += 1
    if index > 100:
        break

BINS[0].label += "*"
SIZES["XL"] = 13
Bin.default_label = "unnamed"
LABELS = [b.label for b in BINS]
FULLEST = max(BINS, key=lambda b: len(b.items) / b.capacity)
print(f"seeded {Bin.created} bins after {index} steps")


def find(item):
    for b in BINS:
        if item in b.items:
            return b.label
    return None


def main():
    for b in BINS:
        print(f"{b.label:<4} {len(b.items)}/{b.capacity} {b.items}")
    print("fullest:", FULLEST.label, "labels:", LABELS)
    print("gear in", find("gear"), "| axle in", find("axle"))
    print("sizes:", SIZES, Bin.default_label)
    return index


if __name__ == "__main__":
    main()
