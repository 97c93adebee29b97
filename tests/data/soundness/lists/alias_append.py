# A change through one name is seen through every other name and container holding the list.
# expect: proved
# inputs: ([],), ([1],), ([-1, 10**20],), ([5, 5, 5],)
def main(xs: list[int]) -> int:
    n = len(xs)
    same = xs
    box = [xs, 0]
    xs.append(7)
    assert same[-1] == 7
    assert len(box[0]) == n + 1
    same.pop(0)
    assert len(xs) == n
    return len(xs)
