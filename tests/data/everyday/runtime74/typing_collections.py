from typing import Deque, DefaultDict, Counter as TCounter, get_origin, get_args
import typing
def main():
    d: Deque[int] = Deque([1, 2])
    print(d, DefaultDict(int), TCounter("aab"), Deque, typing.OrderedDict(a=1), typing.Deque[int])
    print(get_origin(DefaultDict[str, int]), get_args(DefaultDict[str, int]), isinstance(d, Deque))
    try:
        Deque[int, str]
    except TypeError as e:
        print(e)
