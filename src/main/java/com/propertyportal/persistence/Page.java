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
     */
    public static <T> Page<T> of(TypedQuery<T> items, TypedQuery<Long> count, long skip, int limit) {
        List<T> read = items.setFirstResult((int) Math.min(Integer.MAX_VALUE, skip))
                .setMaxResults(limit)
                .getResultList();
        return new Page<>(read, count.getSingleResult());
    }
}
