BIN_CAPACITY = 10
PARCELS = [4, 8, 1, 4, 2, 1, 7, 3, 6]


def first_fit(parcels, capacity=BIN_CAPACITY):
    bins = []
    for p in parcels:
        for b in bins:
            if sum(b) + p <= capacity:
                b.append(p)
                break
        else:
            bins.append([p])
    return bins


def main() -> None:
    bins = first_fit(PARCELS)
    for i, b in enumerate(bins):
        print(f"bin {i}: {b} ({sum(b)}/{BIN_CAPACITY})")
    sorted_bins = first_fit(sorted(PARCELS, reverse=True))
    print("decreasing order uses", len(sorted_bins), "bins instead of", len(bins))
