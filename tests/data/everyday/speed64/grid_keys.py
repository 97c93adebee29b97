# Small tuples as dict keys and set members the way a grid search uses them: flat tuples of
# ints, strs, floats, bools and None, equal across types (`(1, 2.0) == (True, 2)`), nested
# tuples, a deque as the queue, `Counter` over pairs and words, and the errors of each:
# an unhashable part, a list or dict looked up, a deque method given the wrong arguments.
from collections import Counter, deque


def neighbours(cell: tuple) -> list:
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]


def search(width: int, height: int, walls: set) -> dict:
    dist = {(0, 0): 0}
    queue = deque([(0, 0)])
    while queue:
        x, y = queue.popleft()
        for nx, ny in neighbours((x, y)):
            if 0 <= nx < width and 0 <= ny < height and (nx, ny) not in walls and (nx, ny) not in dist:
                dist[(nx, ny)] = dist[(x, y)] + 1
                queue.append((nx, ny))
    return dist


def main() -> None:
    walls = {(x, y) for x in range(6) for y in range(5) if (x * 3 + y) % 4 == 1}
    dist = search(6, 5, walls)
    print(len(dist), max(dist.values()), sorted(dist.items())[:5])
    print((2, 0) in walls, (1, 1) in walls, (0, 0) in dist, (5, 4) in dist)

    # Equal keys of other types find each other, in flat and nested tuples.
    seen = {(1, 2), ("a", None), (0.5, True), ((1, 2), (3, 4))}
    print((1.0, 2) in seen, (True, 2.0) in seen, ("a", None) in seen, (0.5, 1) in seen)
    print(((1, 2.0), (3, 4)) in seen, ((1, 2), (3, 5)) in seen, (1, 2, 3) in seen, () in seen)
    table = {(1, "x"): "first", (2, "y"): "second"}
    table[(1.0, "x")] = "again"
    print(table, (2, "y") in table, (2, "z") not in table)
    print(hash((1, 2)) == hash((1.0, 2.0)), hash(("a", 1)) == hash(("a", True)))
    print((1, 2) == (1.0, 2.0), (1, (2, 3)) == (1, (2, 3.0)), (1, 2) != (2, 1))
    print(sorted({(3, "c"), (1, "a"), (2, "b")}), len({(0, 0), (0, 0.0), (False, 0)}))
    frozen = {frozenset({1, 2}): "pair"}
    print({2, 1} in {frozenset({1, 2})}, frozenset({1, 2}) in frozen)

    for bad in [(1, [2]), [1, 2], {"k": 1}, ({1},)]:
        for where in [walls, dist]:
            try:
                print(bad in where)
            except TypeError as exc:
                print("TypeError:", exc)
    try:
        dist[(1, [2])] = 3
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        walls.add(([1], 2))
    except TypeError as exc:
        print("TypeError:", exc)

    pairs = Counter(zip("abcabca", "bcabcab"))
    pairs.update([("a", "b"), ("z", "z")])
    pairs.subtract([("a", "b"), ("q", "q")])
    words = Counter("the cat and the hat and the bat".split())
    words.update(["the", "cat"])
    words.update({"cat": 2, "dog": 1})
    print(sorted(pairs.items()), words.most_common(3), words["dog"], words["none"])
    big = Counter({"n": 2**62})
    big.update(["n", "n"])
    print(big["n"])

    queue = deque([1, 2, 3], maxlen=4)
    queue.append(4)
    queue.append(5)
    queue.appendleft(0)
    queue.extend([6, 7])
    queue.extendleft([8])
    print(queue, queue.popleft(), queue.pop(), queue.index(4), queue)
    queue.rotate(1)
    queue.remove(3)
    print(queue, queue.copy())
    for call in [
        lambda: queue.append(),
        lambda: queue.append(1, 2),
        lambda: queue.appendleft(),
        lambda: queue.popleft(1),
        lambda: queue.pop(1),
        lambda: queue.extend(),
        lambda: queue.rotate(1, 2),
        lambda: queue.insert(1),
        lambda: queue.index(),
        lambda: queue.remove(99),
        lambda: queue.copy(1),
        lambda: deque().popleft(),
        lambda: deque().pop(),
        lambda: queue.append(x=1),
    ]:
        try:
            print(call())
        except (TypeError, IndexError, ValueError) as exc:
            print(type(exc).__name__ + ":", exc)
