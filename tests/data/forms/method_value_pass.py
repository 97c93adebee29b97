class Job:
    def __init__(self, name, cost):
        self.name = name
        self.cost = cost

    def weight(self):
        return self.cost * 2

    @staticmethod
    def clamp(v):
        return max(0, min(v, 100))


def main(a: int, b: int) -> int:
    jobs = [Job("x", a), Job("y", b)]
    first = min(jobs, key=Job.weight)
    weights = list(map(Job.weight, jobs))
    clamp = Job.clamp
    assert first.cost <= a and first.cost <= b
    assert weights == [2 * a, 2 * b]
    assert 0 <= clamp(a) <= 100
    return first.cost
