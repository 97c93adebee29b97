# The generator runs between the consumer's steps, so the log interleaves (eager would not).
# expect: proved
# inputs: (0,), (3,), (1,), (-1,)
def main(n: int) -> int:
    log = []

    def gen():
        for i in range(2):
            log.append(("g", i))
            yield i

    for v in gen():
        log.append(("c", v + n))
    assert log[1][0] == "c"
    return len(log)
