import heapq
import bisect


class Task:
    def __init__(self, priority, name, deadline):
        self.priority = priority
        self.name = name
        self.deadline = deadline

    def __lt__(self, other):
        return (self.priority, self.deadline) < (other.priority, other.deadline)

    def __repr__(self):
        return f"<{self.name} p{self.priority} d{self.deadline}>"


def main():
    tasks = [Task(2, "email", 5), Task(1, "outage", 1), Task(3, "docs", 9),
             Task(1, "deploy", 3), Task(2, "review", 2)]
    heap = []
    for t in tasks:
        heapq.heappush(heap, t)
    order = []
    while heap:
        order.append(heapq.heappop(heap).name)
    print(order)
    nums = [15, 3, 22, 8, 1, 42, 7]
    print(heapq.nsmallest(3, nums), heapq.nlargest(2, nums))
    heapq.heapify(nums)
    print(nums[0], heapq.heappushpop(nums, 0), heapq.heapreplace(nums, 100), sorted(nums))
    merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [5]))
    print(merged)
    cutoffs = [60, 70, 80, 90]
    for score in (55, 60, 75, 89, 90, 100):
        print(score, "FDCBA"[bisect.bisect_right(cutoffs, score)], end="; ")
    print()
    ordered = []
    for x in (5, 1, 4, 1, 3):
        bisect.insort(ordered, x)
    print(ordered, bisect.bisect_left(ordered, 1), bisect.bisect(ordered, 1))
    return min(tasks)


if __name__ == "__main__":
    main()
