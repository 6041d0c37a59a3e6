package com.propertyportal.schools.control;

/** Distances on the Earth's surface in miles (haversine on a sphere of the mean Earth radius). */
public final class GreatCircle {

    public static final double EARTH_RADIUS_MILES = 3958.8;
    /** Miles along a meridian per degree of latitude. */
    public static final double MILES_PER_DEGREE = EARTH_RADIUS_MILES * Math.PI / 180;

    private GreatCircle() {}

    public static double miles(double lat1, double lon1, double lat2, double lon2) {
        double dLat = Math.toRadians(lat2 - lat1);
        double dLon = Math.toRadians(lon2 - lon1);
        double a = Math.pow(Math.sin(dLat / 2), 2)
                + Math.cos(Math.toRadians(lat1)) * Math.cos(Math.toRadians(lat2)) * Math.pow(Math.sin(dLon / 2), 2);
        return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
    }

    /** A latitude/longitude box holding every point within the distance: {minLat, maxLat, minLon, maxLon}. */
    public static double[] box(double lat, double lon, double miles) {
        double dLat = miles / MILES_PER_DEGREE * 1.001;
        double minLat = Math.max(-90, lat - dLat);
        double maxLat = Math.min(90, lat + dLat);
        double cos = Math.cos(Math.toRadians(Math.max(Math.abs(minLat), Math.abs(maxLat))));
        double dLon = cos <= 1e-6 ? 360 : dLat / cos;
        if (dLon >= 180 || lon - dLon < -180 || lon + dLon > 180) {
            return new double[] {minLat, maxLat, -180, 180};
        }
        return new double[] {minLat, maxLat, lon - dLon, lon + dLon};
    }

    public static double roundToTenth(double miles) {
        return Math.round(miles * 10) / 10.0;
    }
}
