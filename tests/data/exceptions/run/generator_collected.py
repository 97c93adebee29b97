"""Suspended generators that only a returning function's locals held are closed as CPython
collects them: their `except GeneratorExit:` and `finally:` run before the caller goes on."""


def read_lines(name, log):
    try:
        for i in range(5):
            log.append(f"{name}:{i}")
            yield i
    except GeneratorExit:
        log.append(f"{name} closed")
        raise
    finally:
        log.append(f"{name} finally")


def first_two(name, log):
    g = read_lines(name, log)
    a = next(g)
    b = next(g)
    return a + b


def peek(log):
    g = read_lines("peek", log)
    for x in g:
        if x == 1:
            break
    log.append("after loop")
    return x


def both(log):
    a = read_lines("a", log)
    b = read_lines("b", log)
    next(b)
    next(a)
    log.append("both returns")
    return 0


def kept(log):
    g = read_lines("kept", log)
    next(g)
    return g


def unstarted(log):
    g = read_lines("never", log)
    return 1


def finished(log):
    g = read_lines("done", log)
    return sum(g)


def loud():
    try:
        yield 1
    finally:
        print("loud generator closed")


def noisy_helper():
    g = loud()
    next(g)
    print("helper returns")
    return "helper"


def main():
    log = []
    total = first_two("a", log)
    log.append("returned")
    print(total, log)
    log.clear()
    print(peek(log), log)
    log.clear()
    both(log)
    print(log)
    log.clear()
    g = kept(log)
    log.append("still suspended")
    print(log)
    log.clear()
    print(next(g), log)
    g.close()
    print(log)
    log.clear()
    print(unstarted(log), log)
    log.clear()
    print(finished(log), log[-2:])
    print(noisy_helper())
    return total
