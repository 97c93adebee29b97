"""`contextlib` for agent programs: `@contextmanager` turns a generator into a context manager
through the generator's own `send`/`throw`/`close`, so the code before its `yield` is the
entry, the code after it the exit, and an exception of the `with` body is raised at the
`yield`; `suppress`, `nullcontext`, `closing`, `redirect_stdout`/`redirect_stderr` and
`ExitStack` are small classes."""


class _GeneratorContextManager:
    def __init__(self, generator):
        self._generator = generator

    def __enter__(self):
        try:
            return next(self._generator)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, exc_type, exc, traceback):
        generator = self._generator
        if exc_type is None:
            # The body ended normally: the generator must now end too.
            try:
                next(generator)
            except StopIteration:
                return False
            generator.close()
            raise RuntimeError("generator didn't stop")
        if exc is None:
            exc = exc_type()
        try:
            generator.throw(exc)
        except StopIteration as stopped:
            # The generator caught the body's exception and ended: it is suppressed, unless
            # the body's exception was that StopIteration itself.
            return stopped is not exc
        except BaseException as raised:
            # The body's own exception coming back out propagates unchanged (a StopIteration
            # comes back as the RuntimeError the generator made of it); another one replaces
            # it.
            if raised is exc:
                return False
            if isinstance(exc, StopIteration) and isinstance(raised, RuntimeError) and raised.__cause__ is exc:
                return False
            raise
        generator.close()
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(function):
    def manager(*args, **kwargs):
        return _GeneratorContextManager(function(*args, **kwargs))

    return manager


class suppress:
    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        return None

    def __exit__(self, exc_type, exc, traceback):
        return exc_type is not None and issubclass(exc_type, self._exceptions)


class nullcontext:
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, exc_type, exc, traceback):
        return False


class _RedirectStream:
    # CPython's: `__enter__` keeps the stream's object and makes the target the stream,
    # `__exit__` puts the kept one back; one object may be entered again while it is active.
    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(_redirect(self._stream, [self._new_target]))
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        _redirect(self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    _stream = "stderr"


class closing:
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, exc_type, exc, traceback):
        self.thing.close()
        return False


class ExitStack:
    """Exits to run when the `with` block ends (or at `close()`), last pushed first: each sees
    the exception still propagating, may suppress it by returning a true value, or replace it
    by raising; as CPython's, `__exit__` then raises what is left."""

    def __init__(self):
        self._exits = []

    def __enter__(self):
        return self

    def enter_context(self, cm):
        # Through `getattr`: the subset reads no dunder attribute by name.
        result = getattr(cm, "__enter__")()
        self._exits.append(getattr(cm, "__exit__"))
        return result

    def push(self, exit):
        # A context manager's `__exit__`, or a callable taking the exception's details.
        self._exits.append(getattr(exit, "__exit__") if hasattr(exit, "__exit__") else exit)
        return exit

    def callback(self, callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, traceback):
            callback(*args, **kwds)

        self._exits.append(_exit_wrapper)
        return callback

    def pop_all(self):
        moved = ExitStack()
        moved._exits = self._exits
        self._exits = []
        return moved

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, exc_type, exc, traceback):
        received = exc_type is not None
        suppressed = False
        pending = None
        while self._exits:
            exit = self._exits.pop()
            try:
                if exit(exc_type, exc, traceback):
                    suppressed = True
                    pending = None
                    exc_type, exc, traceback = None, None, None
            except BaseException as raised:
                pending = raised
                exc_type, exc, traceback = type(raised), raised, raised.__traceback__
        if pending is not None:
            raise pending
        return received and suppressed
