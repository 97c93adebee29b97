POSTS = [
    ("intro to sets", ["python", "data"]),
    ("dict tricks", ["python", "tips"]),
    ("set theory", ["data", "python"]),
    ("cooking rice", ["food"]),
]


def main():
    by_tags = {}
    for title, tags in POSTS:
        by_tags.setdefault(frozenset(tags), []).append(title)
    for tags, titles in by_tags.items():
        print(sorted(tags), titles, len(tags))
    ids = frozenset(range(10, 0, -3))
    evens = {2, 4, 10}
    print(ids, ids | evens, evens & ids, ids - evens, type(evens | ids).__name__)
    seen = {frozenset([1, 2]), frozenset([2, 1]), frozenset([3])}
    return len(seen), frozenset() in {frozenset(): 1}, ids.issuperset([4, 7])
