"""`heapq` for agent programs: CPython's binary min-heap on a list, step for step, so a heap's
list order after every operation (ties, tuples, custom `__lt__`) is CPython's."""


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
    _heapify_with(heap, _sift_to_leaf)


def _heapify_with(heap, sift):
    # CPython sifts every parent from the last one back to the root; past 2500 items it visits
    # them in a cache-friendly order instead (each node, then its ancestors while it is a right
    # child), which leaves another layout when items tie.
    n = len(heap)
    if n <= 2500:
        for i in reversed(range(n // 2)):
            sift(heap, i)
        return
    childless = n >> 1
    row_start = (1 << ((childless + 1).bit_length() - 1)) - 1
    for low, high in ((childless >> 1, row_start - 1), (row_start, childless - 1)):
        for i in range(high, low - 1, -1):
            j = i
            while True:
                sift(heap, j)
                if j & 1 == 0:
                    break
                j >>= 1


# The max-heap `nsmallest` keeps its n best items in (CPython's `_heapify_max` and
# `_heapreplace_max`): the min-heap's steps with each comparison's operands swapped, written
# out rather than passed a comparison so the min-heap's hot loops stay one call shorter.
def _sift_toward_root_max(heap, start, pos):
    item = heap[pos]
    while pos > start:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if parent < item:
            heap[pos] = parent
            pos = parent_pos
        else:
            break
    heap[pos] = item


def _sift_to_leaf_max(heap, pos):
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[right] < heap[child]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_toward_root_max(heap, start, pos)


def _size(iterable):
    # The length `nsmallest` and `nlargest` compare `n` with, `None` for an unsized input.
    try:
        return len(iterable)
    except (TypeError, AttributeError):
        return None


def nsmallest(n, iterable, key=None):
    # CPython's steps: `n == 1` is `min`; a sized input with `n >= len` is sorted whole;
    # otherwise the first n items (with their keys and positions) go into a max-heap, and
    # each later item whose key is less than the heap's top replaces it, so the number and
    # order of key calls and comparisons, and where a raising one stops the reading, are
    # CPython's.
    if n == 1:
        return _one_extreme(True, iterable, key)
    size = _size(iterable)
    if size is not None and n >= size:
        return sorted(iterable, key=key)[:n]
    it = iter(iterable)
    kept = _first_items(it, range(n), key)
    if not kept:
        return kept
    _heapify_with(kept, _sift_to_leaf_max)
    top = kept[0][0]
    order = n
    for item in it:
        k = item if key is None else key(item)
        if k < top:
            kept[0] = (k, order) if key is None else (k, order, item)
            _sift_to_leaf_max(kept, 0)
            top = kept[0][0]
            order += 1
    kept.sort()
    return [entry[-1] for entry in kept] if key is not None else [entry[0] for entry in kept]


def nlargest(n, iterable, key=None):
    # As `nsmallest` with a min-heap, positions counted down from 0 (`range(0, -n, -1)`) so
    # that the earlier of equal items sorts first in the reversed result.
    if n == 1:
        return _one_extreme(False, iterable, key)
    size = _size(iterable)
    if size is not None and n >= size:
        return sorted(iterable, key=key, reverse=True)[:n]
    it = iter(iterable)
    kept = _first_items(it, range(0, -n, -1), key)
    if not kept:
        return kept
    _heapify_with(kept, _sift_to_leaf)
    top = kept[0][0]
    order = -n
    for item in it:
        k = item if key is None else key(item)
        if top < k:
            kept[0] = (k, order) if key is None else (k, order, item)
            _sift_to_leaf(kept, 0)
            top = kept[0][0]
            order -= 1
    kept.sort(reverse=True)
    return [entry[-1] for entry in kept] if key is not None else [entry[0] for entry in kept]


def _first_items(it, orders, key):
    # `(item, order)` (`(key(item), order, item)` with a key) for the first items of `it`,
    # one per order, read as CPython's `zip(orders, it)` reads: an order, then an item, and
    # no item once the orders run out.
    kept = []
    for order in orders:
        exhausted = True
        for item in it:
            exhausted = False
            kept.append((item, order) if key is None else (key(item), order, item))
            break
        if exhausted:
            break
    return kept


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


def merge(*iterables, key=None, reverse=False):
    # CPython's steps: a heap (a max-heap with `reverse`) of `[key, order, value, input]`
    # entries, one per input not yet exhausted, orders counting the inputs (down from 0 with
    # `reverse`) so an earlier input wins a tie; the top's value is yielded, its input's next
    # item replaces it, and the last input left is yielded from without comparisons. The
    # comparisons made (a class's `__lt__`/`__eq__`, NaN, unsorted inputs) are CPython's.
    direction = -1 if reverse else 1
    sift = _sift_to_leaf_max if reverse else _sift_to_leaf
    inputs = [iter(it) for it in iterables]
    heap = []
    for i, it in enumerate(inputs):
        for value in it:
            heap.append([value if key is None else key(value), i * direction, value, i])
            break
    _heapify_with(heap, sift)
    while len(heap) > 1:
        top = heap[0]
        yield top[2]
        exhausted = True
        for value in inputs[top[3]]:
            exhausted = False
            top[0] = value if key is None else key(value)
            top[2] = value
            sift(heap, 0)
            break
        if exhausted:
            last = heap.pop()
            if heap:
                heap[0] = last
                sift(heap, 0)
    if heap:
        yield heap[0][2]
        yield from inputs[heap[0][3]]
