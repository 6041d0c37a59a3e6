package com.propertyportal.persistence;

import jakarta.persistence.TypedQuery;
import java.util.List;

/** One page of a longer list, and how many items the whole list has. */
public record Page<T>(List<T> items, long total) {

    public static <T> Page<T> empty() {
        return new Page<>(List.of(), 0);
    }

    /**
     * The items query read from {@code skip} for at most {@code limit} rows, and the count query over the same
     * conditions. A skip past what an int holds is past every list, so it is read as the largest int.
     *
     * <p>A page shorter than {@code limit} that holds at least one item, or any page read from the start, is the
     * end of the list: its total is {@code skip} plus what it holds, and the count query is not run (most
     * searches fit one page, so most pages cost one query, and their total agrees with their items even while
     * rows are added). Only a full page, or an empty one past the end, needs the count.
     */
    public static <T> Page<T> of(TypedQuery<T> items, TypedQuery<Long> count, long skip, int limit) {
        int from = (int) Math.min(Integer.MAX_VALUE, skip);
        List<T> read = items.setFirstResult(from).setMaxResults(limit).getResultList();
        boolean endOfList = read.size() < limit && (from == 0 || !read.isEmpty());
        return new Page<>(read, endOfList ? (long) from + read.size() : count.getSingleResult());
    }
}
