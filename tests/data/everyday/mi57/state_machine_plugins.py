"""Workflow states where behaviour is layered by mixins and resolved by the method order."""


class State:
    name = "state"

    def on_enter(self, log):
        log.append(f"enter {self.name}")

    def allowed(self):
        return set()

    def summary(self):
        return self.name


class Loggable(State):
    def on_enter(self, log):
        log.append(f"[log] {self.name}")
        super().on_enter(log)


class Timed(State):
    timeout = 30

    def on_enter(self, log):
        log.append(f"[timer {self.timeout}s]")
        super().on_enter(log)

    def summary(self):
        return super().summary() + f" ({self.timeout}s)"


class Reviewable(State):
    def allowed(self):
        return super().allowed() | {"approve", "reject"}


class Cancellable(State):
    def allowed(self):
        return super().allowed() | {"cancel"}


class Draft(Cancellable, Loggable):
    name = "draft"


class Review(Loggable, Timed, Reviewable, Cancellable):
    name = "review"
    timeout = 60


class Approved(Timed, Loggable):
    name = "approved"


def run(states):
    log = []
    for s in states:
        s.on_enter(log)
    return log


def main():
    states = [Draft(), Review(), Approved()]
    for line in run(states):
        print(line)
    for s in states:
        print(s.summary(), sorted(s.allowed()), [c.__name__ for c in type(s).__mro__][1:-1])
    print(issubclass(Review, Reviewable), isinstance(states[2], Cancellable))
    print(Review.__bases__ == (Loggable, Timed, Reviewable, Cancellable))


if __name__ == "__main__":
    main()
