class Log:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)
        return len(text)

    def flush(self):
        self.parts.append("<flush>")


class Shout:
    def __str__(self):
        return "HEY"


def main():
    log = Log()
    print("a", 1, [2, 3], Shout(), sep=", ", end="!\n", file=log)
    print(file=log)
    print("x", "y", sep=None, end=None, file=log, flush=True)
    print("to stdout", file=None)
    try:
        print("x", sep=3, file=log)
    except TypeError as e:
        print("TypeError:", e)
    try:
        print("x", file=3)
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        print("x", bogus=1, file=log)
    except TypeError as e:
        print("TypeError:", e)
    try:
        print("late", file=Shout())
    except AttributeError as e:
        print("AttributeError:", e)
    print(log.parts)
    return "".join(log.parts)
