"""Group registered handlers by the definition they come from: functions made by one `def`
share one code object, which `is` sees."""


def make_handler(prefix):
    def handle(event):
        return f"{prefix}:{event}"

    return handle


def audit(event):
    return f"audit:{event}"


def main():
    handlers = [make_handler("mail"), make_handler("sms"), audit, make_handler("push")]
    groups = {}
    for h in handlers:
        groups.setdefault(h.__code__.co_qualname, []).append(h("boot"))
    print(groups)
    first, second = handlers[0], handlers[1]
    print(first.__code__ is second.__code__, first is second, audit.__code__ is audit.__code__)
    print(first.__code__ is audit.__code__, first.__code__.co_name, len({id(h.__code__) for h in handlers}))
