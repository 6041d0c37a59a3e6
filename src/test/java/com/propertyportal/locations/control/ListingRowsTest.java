package com.propertyportal.locations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.propertyportal.locations.entity.PublishStatus;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ListingRowsTest {

    /** A one-row result whose columns stand in the given order, found by label as JDBC does (any case). */
    private static ResultSet result(List<String> labels, Map<String, Object> row) {
        Object[] last = new Object[1];
        InvocationHandler answers = (proxy, method, args) -> switch (method.getName()) {
            case "findColumn" -> {
                int at = labels.indexOf(((String) args[0]).toUpperCase(Locale.ROOT));
                if (at < 0) {
                    throw new SQLException("no column " + args[0]);
                }
                yield at + 1;
            }
            case "getString" ->
                (last[0] = row.get(labels.get((Integer) args[0] - 1))) == null ? null : last[0].toString();
            case "getInt" -> (last[0] = row.get(labels.get((Integer) args[0] - 1))) == null ? 0 : last[0];
            case "getLong" -> (last[0] = row.get(labels.get((Integer) args[0] - 1))) == null ? 0L : last[0];
            case "wasNull" -> last[0] == null;
            default -> throw new UnsupportedOperationException(method.getName());
        };
        return (ResultSet)
                Proxy.newProxyInstance(ResultSet.class.getClassLoader(), new Class<?>[] {ResultSet.class}, answers);
    }

    private static Map<String, Object> aRow() {
        Map<String, Object> row = new HashMap<>();
        row.put("ID", "loc-1");
        row.put("COMPANY_ID", "org-1");
        row.put("NAME", "Pier 101");
        row.put("FORMATTED_ADDRESS", "1 Pier St");
        row.put("STATE", "WA");
        row.put("COUNTRY_NAME", "United States");
        row.put("BED_COUNT", 2);
        row.put("BATH_COUNT", null);
        row.put("SQUARE_FEET", 800);
        row.put("MARKET_RENT", null);
        row.put("MARKET_RENT_VALUE", 125000L);
        row.put("RENT_MIN", 120000L);
        row.put("RENT_MAX", null);
        row.put("VIDEO_URL", "https://v.example/1");
        row.put("VIRTUAL_TOUR_URL", "https://t.example/1");
        row.put("PUBLISH_STATUS", "OFFLINE");
        row.put("APPLICATION_CONFIG", "{\"a\":1}");
        row.put("COMPANY_INFO", "{\"b\":2}");
        return row;
    }

    @Test
    void rowsAreMappedByLabelWhateverTheOrderOfTheColumns() throws SQLException {
        List<String> labels = new ArrayList<>(aRow().keySet());
        Collections.sort(labels, Collections.reverseOrder());
        labels.add(0, "SEARCH_TEXT");
        ResultSet result = result(labels, aRow());
        LocationRow row = ListingRows.row(result, ListingRows.positions(result));
        assertEquals("loc-1", row.id());
        assertEquals("org-1", row.organizationId());
        assertEquals("Pier 101", row.name());
        assertEquals("1 Pier St", row.formattedAddress());
        assertEquals("WA", row.state());
        assertEquals("United States", row.countryName());
        assertEquals(2, row.bedCount());
        assertNull(row.bathCount());
        assertEquals(800, row.squareFeet());
        assertNull(row.marketRent());
        assertEquals(125000L, row.marketRentValue());
        assertEquals(120000L, row.rentMin());
        assertNull(row.rentMax());
        assertEquals("https://v.example/1", row.videoUrl());
        assertEquals("https://t.example/1", row.virtualTourUrl());
        assertEquals(PublishStatus.OFFLINE, row.publishStatus());
        assertEquals("{\"a\":1}", row.applicationConfigJson());
        assertEquals("{\"b\":2}", row.companyInfoJson());
    }

    @Test
    void aResultWithoutAListingColumnIsRefusedBeforeAnyRowIsRead() {
        List<String> labels = new ArrayList<>(aRow().keySet());
        labels.remove("RENT_MAX");
        assertThrows(SQLException.class, () -> ListingRows.positions(result(labels, aRow())));
    }
}
