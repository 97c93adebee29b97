# Door sensors whose truth is asked through `__bool__` and `__len__` in conditions joined
# by `and` and `or` (in `if`, `elif`, `while`, a conditional expression and a comprehension's
# `if`): each operand's truth is asked once and only as far as the condition needs, as
# CPython does, and the value of `a or b` used as a value is the operand itself.


class Sensor:
    def __init__(self, name: str, open_: bool) -> None:
        self.name = name
        self.open = open_

    def __bool__(self) -> bool:
        print("  ask", self.name)
        return self.open


class Queue:
    def __init__(self, items: list[int]) -> None:
        self.items = items

    def __len__(self) -> int:
        print("  len", len(self.items))
        return len(self.items)


def main() -> int:
    front, back, side = Sensor("front", False), Sensor("back", True), Sensor("side", True)
    alarms = 0
    if front and back:
        alarms += 1
    elif back and side and not front:
        alarms += 10
    if front or back or side:
        alarms += 100
    queue = Queue([3, 1, 2])
    while queue and queue.items[-1] > 0:
        queue.items.pop()
    print(queue.items, alarms)
    label = "open" if side and back else "shut"
    picked = [s.name for s in (front, back, side) if s or front]
    either = front or back
    print(label, picked, either.name, (front and back).name)
    n = 5
    while n > 0 and n % 2 == 1 or n == 4:
        n -= 1
    try:
        if back and 1 / (n - n):
            alarms += 1
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    return alarms + n
