"""`heapq` for agent programs: CPython's binary min-heap on a list, step for step, so a heap's
list order after every operation (ties, tuples, custom `__lt__`) is CPython's."""

from math import _index


def _need_list(heap, what):
    # CPython's C functions take only a list.
    if not isinstance(heap, list):
        raise TypeError(f"{what} must be list, not {type(heap).__name__}")


def _sift_toward_root(heap, start, pos):
    # Moves heap[pos] up while it is less than its parent, stopping at `start`.
    item = heap[pos]
    while pos > start:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if item < parent:
            heap[pos] = parent
            pos = parent_pos
        else:
            break
    heap[pos] = item


def _sift_to_leaf(heap, pos):
    # Moves the smaller child up until heap[pos]'s item reaches a leaf, then back toward `pos`
    # (CPython's bottom-up variant, which fixes the order equal items end in).
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_toward_root(heap, start, pos)


def heappush(heap, item):
    _need_list(heap, "heappush() argument 1")
    heap.append(item)
    _sift_toward_root(heap, 0, len(heap) - 1)


def heappop(heap):
    _need_list(heap, "heappop() argument")
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if heap:
        smallest = heap[0]
        heap[0] = last
        _sift_to_leaf(heap, 0)
        return smallest
    return last


def heapreplace(heap, item):
    _need_list(heap, "heapreplace() argument 1")
    if not heap:
        raise IndexError("index out of range")
    smallest = heap[0]
    heap[0] = item
    _sift_to_leaf(heap, 0)
    return smallest


def heappushpop(heap, item):
    _need_list(heap, "heappushpop() argument 1")
    if heap and heap[0] < item:
        smallest = heap[0]
        heap[0] = item
        _sift_to_leaf(heap, 0)
        return smallest
    return item


def heapify(heap):
    _need_list(heap, "heapify() argument")
    for i in reversed(range(len(heap) // 2)):
        _sift_to_leaf(heap, i)


def _size(iterable):
    # The length `nsmallest` and `nlargest` compare `n` with, `None` for an unsized input.
    try:
        return len(iterable)
    except (TypeError, AttributeError):
        return None


def nsmallest(n, iterable, key=None):
    # Documented equal to `sorted(iterable, key=key)[:n]`, ties in input order; reached by
    # CPython's steps, so an `n` that is no int fails (or is read by `__index__`) as there:
    # `n == 1` is `min`, a sized input compares `n >= len`, any other counts `range(n)`.
    if n == 1:
        return _one_extreme(True, iterable, key)
    size = _size(iterable)
    if (size is None or not n >= size) and _index(n) <= 0:
        return []
    if size is None and not isinstance(n, int):
        # CPython counts on from `n` (`order += 1`) each time a later item replaces one kept,
        # a `TypeError` for an object with `__index__` only on some inputs.
        raise NotImplementedError("nsmallest() of an unsized input with an n that is not an int")
    return _sorted_whole(iterable, key, False, size, "nsmallest")[:n]


def nlargest(n, iterable, key=None):
    # Documented equal to `sorted(iterable, key=key, reverse=True)[:n]`, by CPython's steps
    # as `nsmallest`'s (counting `range(0, -n, -1)`).
    if n == 1:
        return _one_extreme(False, iterable, key)
    size = _size(iterable)
    if (size is None or not n >= size) and _index(-n) >= 0:
        return []
    return _sorted_whole(iterable, key, True, size, "nlargest")[:n]


def _one_extreme(smallest, iterable, key):
    # CPython's `n == 1`: `min`/`max` of the iterator with a default, which reads it only up
    # to an item that does not compare with the best so far (or whose key raises), asking
    # `key(item) < best` (`>` for the largest) and keeping the first best.
    found = False
    best = None
    best_key = None
    for item in iter(iterable):
        k = item if key is None else key(item)
        if not found:
            found = True
            best = item
            best_key = k
        elif (k < best_key) if smallest else (k > best_key):
            best = item
            best_key = k
    return [best] if found else []


def _sorted_whole(iterable, key, reverse, size, name):
    # The items sorted: CPython's heap reads an iterator item by item and stops at one whose
    # key raises or that does not compare; sorting reads it all first, so where that happens
    # the rest it would have left unread is not known here.
    try:
        return sorted(iterable, key=key, reverse=reverse)
    except Exception:
        if size is None:
            raise NotImplementedError(
                f"{name}() of an iterator whose items do not all compare (or whose key raises): CPython stops reading it at that item"
            )
        raise


def merge(*iterables, key=None, reverse=False):
    # Yields the least head (the greatest with `reverse`) of the inputs each time, an earlier
    # input first among equal heads: CPython's order, also for inputs that are not sorted.
    iterators = [iter(it) for it in iterables]
    heads = []
    for i, it in enumerate(iterators):
        for value in it:
            heads.append([value if key is None else key(value), i, value])
            break
    while heads:
        best = 0
        for j in range(1, len(heads)):
            current = heads[best][0]
            if (current < heads[j][0]) if reverse else (heads[j][0] < current):
                best = j
        _, i, value = heads[best]
        yield value
        nxt = None
        for candidate in iterators[i]:
            nxt = [candidate if key is None else key(candidate), i, candidate]
            break
        if nxt is None:
            heads.pop(best)
        else:
            heads[best] = nxt
