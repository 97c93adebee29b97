OPS = ["push 1", "push 2", "pop", "push 3", "push 4", "pop", "pop", "pop", "pop"]


def run(ops):
    inbox, outbox = [], []
    for op in ops:
        cmd, *arg = op.split()
        if cmd == "push":
            inbox.append(int(arg[0]))
            continue
        if not outbox:
            while inbox:
                outbox.append(inbox.pop())
        yield outbox.pop() if outbox else None


def main() -> None:
    print(list(run(OPS)))
    print("pops:", sum(1 for op in OPS if op == "pop"))
