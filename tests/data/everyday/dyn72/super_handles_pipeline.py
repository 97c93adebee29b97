"""A pipeline of request handlers that keep super() around to chain their parents."""


class Handler:
    def __init__(self, name):
        self.name = name
        self.log = []

    def handle(self, request):
        self.log.append(f"{self.name}:base")
        return dict(request, handled_by=self.name)

    @classmethod
    def build(cls, name):
        return cls(name)

    @property
    def kind(self):
        return "generic"


class AuthHandler(Handler):
    def handle(self, request):
        parent = super()
        if not request.get("user"):
            self.log.append(f"{self.name}:denied")
            return {"status": 401}
        result = parent.handle(request)
        result["auth"] = parent.kind + "+auth"
        return result

    @classmethod
    def build(cls, name):
        made = super(AuthHandler, cls).build(name.upper())
        made.log.append("built")
        return made


class AuditHandler(AuthHandler):
    def __init__(self, name, sink):
        init = super().__init__
        init(name)
        self.sink = sink

    def handle(self, request):
        chain = [super().handle, super(AuthHandler, self).handle]
        outcomes = [step(request) for step in chain]
        self.sink.append((repr(super()), [o.get("status", 200) for o in outcomes]))
        return outcomes[0]

    def describe(self):
        s = super()
        return s.__thisclass__.__name__, s.__self_class__.__name__, s.__self__ is self, type(s).__name__


def main():
    sink = []
    audit = AuditHandler("audit", sink)
    print(audit.handle({"user": "ann", "path": "/x"}))
    print(audit.handle({"path": "/y"}))
    print(audit.log, sink)
    print(audit.describe(), str(super(AuditHandler, audit)))
    auth = AuthHandler.build("gate")
    print(auth.name, auth.log, type(auth).__name__)
    try:
        super(AuditHandler, auth).handle({})
    except TypeError as e:
        print("TypeError:", e)
    return len(sink)


if __name__ == "__main__":
    main()
