"""A range's `start`, `stop` and `step`, as normalised when it was made (sliced, reversed,
empty, past 32 bits), paging through a total by its step."""
def main():
    rs = [range(5), range(2, 20, 3), range(10, 0, -2), range(10)[2:8:2], range(-5), range(0, 2**62, 2**40), range(3)[::-1], range(1, 10)[100:]]
    for r in rs:
        print(r, r.start, r.stop, r.step, len(r), type(r.start).__name__)
    try:
        print(rs[0].begin)
    except AttributeError as e:
        print("AttributeError", e)
    pages = range(0, 95, 20)
    return [(p, min(p + pages.step, pages.stop)) for p in pages]
