def main():
    inventory = {"apple": 3, "pear": 0, "fig": 12}
    low = {k for k, v in inventory.items() if v < 5}
    print(sorted(low), inventory.keys() - low, dict(sorted(inventory.items(), key=lambda kv: kv[1])))
    merged = inventory | {"kiwi": 4}
    merged.pop("pear", None)
    print(merged, list(reversed(merged)), next(iter(merged)))
    text = "The rain in Spain stays mainly in the plain"
    words = text.split()
    print(max(words, key=len), sorted(words, key=str.casefold)[:3], text.count("ain"))
    print(" ".join(w[::-1] for w in words[:3]), text.title().swapcase()[:10])
    nums = [3, -1, 4, -1, 5, -9, 2, 6]
    print(sorted(nums, key=abs), [n for n in nums if n > 0][::2], sum(n * n for n in nums))
    print(f"{sum(nums) / len(nums):.3f}", min(nums, default=0), max([], default="empty"))
    matrix = [[1, 2], [3, 4]]
    print([list(col) for col in zip(*matrix)], any(0 in row for row in matrix))
    return len(low)
