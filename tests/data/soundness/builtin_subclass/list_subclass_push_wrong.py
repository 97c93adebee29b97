# As `list_subclass_push.py`, but the pushed value is claimed to stay below 10: refuted by any
# count from 10.
# expect: failed
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
    assert len(s) == 3
    assert s.peek() < 10, "small"
    return s.pop()
