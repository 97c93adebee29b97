def numbers(tag, log, n):
    log.append(f"{tag} open")
    try:
        for i in range(n):
            try:
                yield i
            except KeyError as e:
                log.append(f"{tag} caught {e!r}")
                yield -1
    finally:
        log.append(f"{tag} close")


def stubborn(log):
    try:
        yield 1
    except GeneratorExit:
        log.append("ignoring")
        yield 2


def first_of(log):
    for x in numbers("ret", log, 5):
        return x


def inner(log):
    try:
        yield "a"
        yield "b"
    finally:
        log.append("inner close")


def outer(log):
    try:
        yield from inner(log)
    finally:
        log.append("outer close")


def main():
    log = []
    g = numbers("g", log, 3)
    print(next(g), g.send(None), log)
    g.close()
    print(log, list(g))
    g.close()
    log = []
    for x in numbers("brk", log, 4):
        if x == 1:
            break
    print("after break", log)
    log = []
    print(first_of(log), log)
    log = []
    try:
        for x in numbers("exc", log, 4):
            raise ValueError("stop")
    except ValueError:
        log.append("handler")
    print(log)
    log = []
    kept = numbers("kept", log, 4)
    for x in kept:
        break
    print("kept", log)
    kept.close()
    print("kept", log)
    log = []
    t = numbers("t", log, 3)
    next(t)
    print(t.throw(KeyError("k")), log)
    print(next(t), log)
    try:
        t.throw(ValueError)
    except ValueError as e:
        print("thrown back", repr(e), log)
    try:
        next(t)
    except StopIteration:
        print("finished")
    log = []
    s = stubborn(log)
    next(s)
    try:
        s.close()
    except RuntimeError as e:
        print("RuntimeError:", e, log)
    fresh = numbers("fresh", log, 2)
    fresh.close()
    print(list(fresh), log)
    try:
        numbers("x", log, 1).send(5)
    except TypeError as e:
        print("TypeError:", e)
    try:
        numbers("y", log, 1).throw(3)
    except TypeError as e:
        print("TypeError:", e)
    early = numbers("early", log, 2)
    try:
        early.throw(KeyError("before"))
    except KeyError as e:
        print("not started", repr(e), list(early))
    log = []
    o = outer(log)
    print(next(o))
    o.close()
    print(log)
    try:
        t.throw(IndexError("done"))
    except IndexError as e:
        print("after end", repr(e))
    return "done"
