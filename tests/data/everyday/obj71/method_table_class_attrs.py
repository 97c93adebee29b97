"""Class attributes computed in the body from its own methods: a dispatch table and properties."""


class Router:
    """Dispatches commands through a table of its own methods."""

    def on_start(self, arg):
        return f"starting {arg}"

    def on_stop(self, arg):
        return f"stopping {arg}"

    handlers = {"start": on_start, "stop": on_stop}
    order = (on_stop, on_start)

    def _get_count(self):
        return self._count

    def _set_count(self, value):
        if value < 0:
            raise ValueError("count cannot be negative")
        self._count = value

    count = property(_get_count, _set_count, None, "How many commands ran.")

    def __init__(self):
        self._count = 0

    def route(self, command, arg):
        handler = self.handlers.get(command)
        if handler is None:
            raise KeyError(command)
        self.count += 1
        return handler(self, arg)


class LoggingRouter(Router):
    def on_start(self, arg):
        return "logged " + super().on_start(arg)


def main():
    r = Router()
    print(r.route("start", "db"), "|", r.route("stop", "web"), "|", r.count)
    print(sorted(Router.handlers), [f.__name__ for f in Router.order], Router.count.__doc__)
    print(Router.handlers["start"] is Router.on_start, Router.count.fget is Router._get_count)
    print(list(vars(Router)))
    lr = LoggingRouter()
    print(lr.route("start", "cache"), lr.count, LoggingRouter.handlers is Router.handlers)
    try:
        r.count = -1
    except ValueError as e:
        print("ValueError:", e)
    try:
        del r.count
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        r.route("pause", None)
    except KeyError as e:
        print("KeyError:", e)
    return r.count


if __name__ == "__main__":
    main()
