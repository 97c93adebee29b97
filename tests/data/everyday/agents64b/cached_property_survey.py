"""Survey statistics computed lazily with functools.cached_property."""
from functools import cached_property
import statistics


class Survey:
    computations = 0

    def __init__(self, title, answers):
        self.title = title
        self.answers = list(answers)

    @cached_property
    def valid(self):
        Survey.computations += 1
        return [a for a in self.answers if isinstance(a, int) and 1 <= a <= 5]

    @cached_property
    def mean(self):
        Survey.computations += 1
        if not self.valid:
            raise ValueError(f"{self.title}: no valid answers")
        return statistics.mean(self.valid)

    @cached_property
    def histogram(self):
        Survey.computations += 1
        counts = {score: 0 for score in range(1, 6)}
        for a in self.valid:
            counts[a] += 1
        return counts

    @property
    def rejected(self):
        return len(self.answers) - len(self.valid)

    def add(self, answer):
        self.answers.append(answer)
        for name in ("valid", "mean", "histogram"):
            self.__dict__.pop(name, None)

    def bar_chart(self):
        return "\n".join(f"{k} {'#' * v}" for k, v in self.histogram.items())


def main():
    s = Survey("cafeteria", [4, 5, 3, "n/a", 5, 9, 2, 4, None, 5])
    print(s.valid)
    print(s.valid is s.valid, Survey.computations)
    print(f"mean={s.mean:.3f} rejected={s.rejected}")
    print(s.bar_chart())
    print("computations:", Survey.computations)
    print(sorted(k for k in vars(s) if not k.startswith("_")))
    s.add(1)
    s.add(1)
    print(f"after adds mean={s.mean:.3f} median={statistics.median(s.valid)}")
    print("computations:", Survey.computations)
    empty = Survey("parking", ["?", 0, 6])
    try:
        print(empty.mean)
    except ValueError as exc:
        print("error:", exc)
    print("mean" in vars(empty), "valid" in vars(empty))
    print(type(Survey.__dict__["mean"]).__name__)
    s.mean = 10
    print(s.mean)
    del s.mean
    print(round(s.mean, 2))


if __name__ == "__main__":
    main()
