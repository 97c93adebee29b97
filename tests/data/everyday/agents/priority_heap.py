def push(heap, item):
    heap.append(item)
    i = len(heap) - 1
    while i > 0:
        parent = (i - 1) // 2
        if heap[parent] <= heap[i]:
            break
        heap[parent], heap[i] = heap[i], heap[parent]
        i = parent


def pop(heap):
    top = heap[0]
    last = heap.pop()
    if heap:
        heap[0] = last
        i = 0
        while True:
            left, right, smallest = 2 * i + 1, 2 * i + 2, i
            if left < len(heap) and heap[left] < heap[smallest]:
                smallest = left
            if right < len(heap) and heap[right] < heap[smallest]:
                smallest = right
            if smallest == i:
                break
            heap[i], heap[smallest] = heap[smallest], heap[i]
            i = smallest
    return top


def main():
    heap = []
    for task in [(3, "write"), (1, "deploy"), (4, "email"), (1, "backup"), (5, "lunch"), (2, "review")]:
        push(heap, task)
    order = [pop(heap) for _ in range(len(heap))]
    print(order)
    nums = [9, 4, 7, 1, 8, 2, 2, 6]
    h = []
    for n in nums:
        push(h, n)
    print([pop(h) for _ in nums] == sorted(nums))
    k_largest = sorted(nums)[-3:][::-1]
    print(k_largest)
    return order[0][1]
