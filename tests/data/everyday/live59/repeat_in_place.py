"""`xs *= n` repeats a list or deque in place, seen through every alias."""
from collections import deque
def main():
    xs = [1, 2]
    ys = xs
    xs *= 2
    print(ys, xs is ys)
    q = deque([1])
    r = q
    q *= 3
    print(r, q is r)
    b = [1]
    c = b
    b *= 0
    print(c)
