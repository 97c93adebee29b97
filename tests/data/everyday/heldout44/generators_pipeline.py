def read_lines(text):
    for line in text.splitlines():
        yield line


def non_blank(lines):
    for line in lines:
        if line.strip():
            yield line.strip()


def numbered(lines, start=1):
    n = start
    for line in lines:
        yield n, line
        n += 1


def fields(rows):
    for n, row in rows:
        name, _, value = row.partition("=")
        yield n, name.strip(), value.strip()


def chunks(iterable, size):
    batch = []
    for item in iterable:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def countdown(n):
    while n > 0:
        yield n
        n -= 1
    return "done"


def main():
    text = "a = 1\n\n b=2\nc =three\n   \nd=\n"
    pipeline = fields(numbered(non_blank(read_lines(text))))
    for n, name, value in pipeline:
        print(n, repr(name), repr(value))
    print(list(chunks(range(7), 3)))
    gen = countdown(3)
    print(next(gen), next(gen), next(gen), next(gen, "empty"))
    squares = (x * x for x in range(10))
    print(sum(squares), sum(squares))
    evens = (x for x in range(20) if x % 2 == 0)
    print(list(zip(evens, "abc")), next(evens))
    def inner():
        yield from range(2)
        yield from "xy"
    print(list(inner()), list(enumerate(inner(), 10)))


if __name__ == "__main__":
    main()
