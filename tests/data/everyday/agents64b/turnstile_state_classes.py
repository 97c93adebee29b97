"""A coin-operated turnstile modelled with the state pattern (one class per state)."""


class InvalidTransition(Exception):
    def __init__(self, state, event):
        super().__init__(f"{event!r} not allowed in state {state}")
        self.state = state
        self.event = event


class State:
    name = "?"

    def on(self, machine, event):
        handler = getattr(self, "on_" + event, None)
        if handler is None:
            raise InvalidTransition(self, event)
        return handler(machine)

    def __str__(self):
        return self.name

    def __repr__(self):
        return f"<{self.name}>"


class Locked(State):
    name = "locked"

    def on_coin(self, m):
        m.coins += 1
        return Unlocked()

    def on_push(self, m):
        m.alarms += 1
        return self


class Unlocked(State):
    name = "unlocked"

    def on_coin(self, m):
        m.refunds += 1
        return self

    def on_push(self, m):
        m.passed += 1
        return Locked()


class Broken(State):
    name = "broken"

    def on_repair(self, m):
        return Locked()


class Turnstile:
    def __init__(self):
        self.state = Locked()
        self.coins = self.passed = self.refunds = self.alarms = 0
        self.history = []

    def __call__(self, event):
        if event == "kick":
            self.state = Broken()
        else:
            self.state = self.state.on(self, event)
        self.history.append(self.state.name)
        return self

    def __bool__(self):
        return not isinstance(self.state, Broken)

    def stats(self):
        return dict(coins=self.coins, passed=self.passed, refunds=self.refunds, alarms=self.alarms)


def main():
    gate = Turnstile()
    events = "coin push push coin coin push kick coin repair coin push fly".split()
    for ev in events:
        try:
            gate(ev)
            print(f"{ev:>6} -> {gate.state!s:<9} working={bool(gate)}")
        except InvalidTransition as exc:
            print(f"{ev:>6} !! {exc} (state={exc.state!r})")
    print(gate.stats())
    print(" > ".join(gate.history))
    transitions = {}
    for a, b in zip(gate.history, gate.history[1:]):
        transitions[(a, b)] = transitions.get((a, b), 0) + 1
    for (a, b), n in sorted(transitions.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {a} -> {b}: {n}")
    print(gate("coin")("push")("push").stats()["alarms"])


if __name__ == "__main__":
    main()
