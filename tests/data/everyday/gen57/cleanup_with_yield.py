"""A job runner whose worker generators announce their cleanup steps by yielding from
`finally:` and `except:` blocks, driven by `next`, `send`, `throw` and `close` as an agent's
scheduler would."""


class JobFailed(Exception):
    pass


def worker(name, steps, log):
    try:
        for step in range(steps):
            command = yield f"{name}: step {step}"
            if command == "fail":
                raise JobFailed(f"{name} failed at step {step}")
        return f"{name} finished {steps} steps"
    except JobFailed as e:
        log.append(f"handling {e}")
        yield f"{name}: reporting failure"
        log.append("reported")
        raise
    finally:
        log.append(f"{name}: releasing lock")
        yield f"{name}: lock released"
        log.append(f"{name}: cleanup complete")


def drive(label, name, steps, commands):
    log = []
    gen = worker(name, steps, log)
    outputs = [next(gen)]
    result = None
    for command in commands:
        try:
            if command == "throw":
                outputs.append(gen.throw(JobFailed(f"{name} interrupted")))
            elif command == "close":
                gen.close()
                outputs.append("<closed>")
            else:
                outputs.append(gen.send(command))
        except StopIteration as stop:
            result = stop.value
            break
        except JobFailed as e:
            result = f"raised: {e}"
            break
        except RuntimeError as e:
            result = f"runtime error: {e}"
            break
    print(label)
    for line in outputs:
        print("   ", line)
    print("    result:", result)
    print("    log:", log)


def stubborn():
    try:
        yield "working"
    finally:
        yield "still working"


def main():
    drive("normal run", "alpha", 2, ["go", "go", "go"])
    drive("fails on send", "beta", 3, ["go", "fail", "go", "go"])
    drive("thrown into", "gamma", 3, ["throw", "go", "go"])
    drive("closed early", "delta", 3, ["close"])
    gen = stubborn()
    next(gen)
    try:
        gen.close()
    except RuntimeError as e:
        print("RuntimeError:", e)
    return 0
