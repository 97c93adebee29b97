# Formatting: f-strings with format specs, str() and repr() of numbers, lists and text.

ROWS = 25000


def main() -> int:
    size = 0
    last = ""
    for i in range(ROWS):
        price = i * 0.37
        row = f"{i:>6}|{price:10.2f}|{i % 17:03d}|{hex(i)}|{str(i * 3)}|{[i, i + 1]!r}"
        last = row
        size += len(row)
        label = "item-" + str(i % 100) + ":" + repr(f"n{i % 7}")
        size += len(label)
    print(last)
    print(f"size {size}")
    return size
