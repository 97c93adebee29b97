# `min(xs)` over instances reads the list through its iterator: what `__lt__` appends is
# compared too (the items used to be taken first, and the assertion was proved).
# expect: failed
# inputs: (0,), (3,), (-2,), (8,)
class Reading:
    def __init__(self, value, log):
        self.value = value
        self.log = log

    def __lt__(self, other):
        if len(self.log) < 4:
            self.log.append(Reading(-1, self.log))
        return self.value < other.value


def main(n: int) -> int:
    log = []
    log.append(Reading(n, log))
    log.append(Reading(n + 1, log))
    low = min(log)
    assert low.value == n
    return low.value
