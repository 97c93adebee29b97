"""A request throttle whose window and handler classes live inside the function that uses them."""


def throttle(requests, limit, window):
    served = 0
    rejected = []

    class Window:
        def __init__(self, start):
            self.start = start
            self.count = 0

        def admits(self, t):
            return t - self.start < window and self.count < limit

    class Handler:
        def __init__(self):
            self.window = Window(0)

        def handle(self, t, name):
            nonlocal served
            if t - self.window.start >= window:
                self.window = Window(t)
            if not self.window.admits(t):
                rejected.append(name)
                return False
            self.window.count += 1
            served += 1
            return True

        def __iter__(self):
            for i in range(served):
                yield f"ok-{i}"

    handler = Handler()
    results = [handler.handle(t, name) for t, name in requests]
    print(results)
    print(list(handler)[-2:], rejected)
    return served


def main():
    requests = [(0, "a"), (1, "b"), (2, "c"), (3, "d"), (10, "e"), (11, "f"), (12, "g")]
    first = throttle(requests, 2, 5)
    second = throttle(requests, 3, 10)
    print(first, second)
    return first + second
