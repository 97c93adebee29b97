"""`asyncio`'s waiting functions (read as one with `asyncio.py`): `shield`, `wait_for`,
`wait` and `as_completed`, and the callbacks they hang on the futures they wait for."""


def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner
    outer = inner._loop.create_future()
    link = _Shield(inner, outer)
    inner.add_done_callback(link.inner_done)
    outer.add_done_callback(link.outer_done)
    return outer


class _Shield:
    def __init__(self, inner, outer):
        self.inner = inner
        self.outer = outer

    def inner_done(self, inner):
        if self.outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            self.outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                self.outer.set_exception(exc)
            else:
                self.outer.set_result(inner.result())

    def outer_done(self, outer):
        if not self.inner.done():
            self.inner.remove_done_callback(self.inner_done)


class _Release:
    # Sets the waiter's result once, whatever calls it (a done future, a timer).
    def __init__(self, waiter):
        self.waiter = waiter

    def __call__(self, *args):
        if not self.waiter.done():
            self.waiter.set_result(None)


def _cancel_and_wait(fut, loop):
    waiter = loop.create_future()
    release = _Release(waiter)
    fut.add_done_callback(release)
    try:
        fut.cancel()
        yield from waiter
    finally:
        fut.remove_done_callback(release)


def wait_for(fut, timeout):
    loop = get_running_loop()
    if timeout is None:
        value = yield from _awaited(fut)
        return value
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        yield from _cancel_and_wait(fut, loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _Release(waiter))
    release = _Release(waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(release)
    try:
        try:
            yield from waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(release)
            yield from _cancel_and_wait(fut, loop)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(release)
        yield from _cancel_and_wait(fut, loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


def _awaited(obj):
    value = yield from obj
    return value


class _Completion:
    # `wait`'s record of its futures finishing.
    def __init__(self, waiter, count, return_when, timeout_handle):
        self.waiter = waiter
        self.count = count
        self.return_when = return_when
        self.timeout_handle = timeout_handle

    def __call__(self, f):
        self.count -= 1
        if (
            self.count <= 0
            or self.return_when == FIRST_COMPLETED
            or self.return_when == FIRST_EXCEPTION
            and (not f.cancelled() and f.exception() is not None)
        ):
            if self.timeout_handle is not None:
                self.timeout_handle.cancel()
            if not self.waiter.done():
                self.waiter.set_result(None)


def _unique(items):
    out = []
    for item in items:
        if not any(item is seen for seen in out):
            out.append(item)
    return out


def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if isinstance(fs, Future) or _is_coroutine(fs):
        raise TypeError("expect a list of futures, not " + type(fs).__name__)
    fs = _unique(fs)
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError("Invalid return_when value: " + str(return_when))
    loop = get_running_loop()
    if any(_is_coroutine(f) for f in fs):
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    fs = [ensure_future(f, loop=loop) for f in fs]
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _Release(waiter))
    on_completion = _Completion(waiter, len(fs), return_when, timeout_handle)
    for f in fs:
        f.add_done_callback(on_completion)
    try:
        yield from waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(on_completion)
    done = set()
    pending = set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


class _AsCompleted:
    # `as_completed`'s futures in the order they finish (None once the timeout passed).
    def __init__(self, todo):
        self.todo = todo
        self.done = Queue()
        self.timeout_handle = None

    def on_timeout(self):
        for f in self.todo:
            f.remove_done_callback(self.on_completion)
            self.done.put_nowait(None)
        self.todo = []

    def on_completion(self, f):
        if not self.todo:
            return
        self.todo = [t for t in self.todo if t is not f]
        self.done.put_nowait(f)
        if not self.todo and self.timeout_handle is not None:
            self.timeout_handle.cancel()

    def wait_for_one(self):
        f = yield from self.done.get()
        if f is None:
            raise TimeoutError
        return f.result()


def as_completed(fs, *, timeout=None):
    if isinstance(fs, Future) or _is_coroutine(fs):
        raise TypeError("expect an iterable of futures, not " + type(fs).__name__)
    loop = get_event_loop()
    todo = [ensure_future(f, loop=loop) for f in _unique(fs)]
    state = _AsCompleted(todo)
    for f in todo:
        f.add_done_callback(state.on_completion)
    if todo and timeout is not None:
        state.timeout_handle = loop.call_later(timeout, state.on_timeout)
    return [state.wait_for_one() for _ in range(len(todo))]
