"""Containers deriving from dict and list that call the builtin's methods on themselves by
type (`dict.__setitem__(self, k, v)`, `dict.get(self, k)`, `list.append(self, x)`), as
agents write case-insensitive maps and bounded stacks."""


class CaseInsensitiveDict(dict):
    def __init__(self, *args, **kwargs):
        super().__init__()
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def __setitem__(self, key, value):
        dict.__setitem__(self, key.lower(), value)

    def __getitem__(self, key):
        return dict.__getitem__(self, key.lower())

    def __contains__(self, key):
        return dict.__contains__(self, key.lower())

    def get(self, key, default=None):
        return dict.get(self, key.lower(), default)

    def __delitem__(self, key):
        dict.__delitem__(self, key.lower())


class BoundedStack(list):
    def __init__(self, limit):
        list.__init__(self)
        self.limit = limit

    def push(self, item):
        if list.__len__(self) >= self.limit:
            list.pop(self, 0)
        list.append(self, item)

    def peek(self):
        return list.__getitem__(self, -1)


def main():
    headers = CaseInsensitiveDict({"Content-Type": "text/html"}, Accept="*/*")
    headers["X-Request-ID"] = "abc123"
    print(headers["content-type"], headers.get("ACCEPT"), headers.get("missing", "-"))
    print("x-request-id" in headers, "X-REQUEST-ID" in headers, "other" in headers)
    del headers["ACCEPT"]
    print(sorted(headers), len(headers), dict.keys(headers), dict.get(headers, "content-type"))
    try:
        headers["nope"]
    except KeyError as e:
        print("KeyError", e)
    stack = BoundedStack(3)
    for n in range(5):
        stack.push(n * n)
    print(stack, stack.peek(), list.index(stack, 9), list.count(stack, 16))
    print(str.upper("shout"), dict.__contains__(headers, "accept"), list.index([1, 2], 2))
    return dict.__len__(headers) + list.__len__(stack)
