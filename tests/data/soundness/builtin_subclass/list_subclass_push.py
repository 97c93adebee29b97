# A list subclass's own `push` and the list methods it inherits act on one list: after
# pushing a symbolic value and slicing, the slice is a plain list holding it.
# expect: proved
# inputs: (0,), (5,), (-1,), (12,)
class Stack(list):
    def push(self, x):
        self.append(x)
        return self

    def peek(self):
        return self[-1]


def main(n: int) -> int:
    s = Stack([1, 2])
    s.push(n)
    assert s.peek() == n
    assert len(s) == 3 and s[:2] == [1, 2]
    assert type(s[1:]) is list and isinstance(s, list)
    assert s + [n] == [1, 2, n, n]
    return s.pop()
